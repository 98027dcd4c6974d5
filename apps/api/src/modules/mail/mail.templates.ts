import { fallbackLanguage, type InterfaceLanguage, interfaceLanguages } from '@velodesk/contract/ids';

/**
 * The account mails in the six interface languages (fallback: French). Each message is rendered
 * twice, as plain text and as simple HTML, from the same sentences.
 */
export type AccountMailKind = 'account_confirmation' | 'reset_password';

interface Template {
  subject: string;
  greeting: (name: string) => string;
  /** Paragraphs before the link; {username} is replaced. */
  before: string[];
  button: string;
  /** Paragraphs after the link. */
  after: string[];
  signature: string;
}

const templates: Record<AccountMailKind, Record<InterfaceLanguage, Template>> = {
  account_confirmation: {
    fr: {
      subject: 'Velodesk : confirmez votre compte',
      greeting: (name) => `Bonjour ${name},`,
      before: [
        'Un compte Velodesk a été créé pour vous. Votre identifiant est : {username}.',
        'Pour choisir votre mot de passe et activer votre compte, ouvrez ce lien :',
      ],
      button: 'Choisir mon mot de passe',
      after: [
        "Ce lien est valable 24 heures et ne peut servir qu'une fois.",
        "Si vous n'attendiez pas ce message, ignorez-le.",
      ],
      signature: "L'équipe Velodesk",
    },
    en: {
      subject: 'Velodesk: confirm your account',
      greeting: (name) => `Hello ${name},`,
      before: [
        'A Velodesk account has been created for you. Your username is: {username}.',
        'To choose your password and activate your account, open this link:',
      ],
      button: 'Choose my password',
      after: [
        'This link is valid for 24 hours and can be used only once.',
        'If you were not expecting this message, ignore it.',
      ],
      signature: 'The Velodesk team',
    },
    es: {
      subject: 'Velodesk: confirme su cuenta',
      greeting: (name) => `Hola, ${name}:`,
      before: [
        'Se ha creado una cuenta de Velodesk para usted. Su nombre de usuario es: {username}.',
        'Para elegir su contraseña y activar su cuenta, abra este enlace:',
      ],
      button: 'Elegir mi contraseña',
      after: [
        'Este enlace es válido durante 24 horas y solo puede utilizarse una vez.',
        'Si no esperaba este mensaje, ignórelo.',
      ],
      signature: 'El equipo de Velodesk',
    },
    de: {
      subject: 'Velodesk: Bestätigen Sie Ihr Konto',
      greeting: (name) => `Hallo ${name},`,
      before: [
        'für Sie wurde ein Velodesk-Konto angelegt. Ihr Benutzername lautet: {username}.',
        'Um Ihr Passwort festzulegen und Ihr Konto zu aktivieren, öffnen Sie diesen Link:',
      ],
      button: 'Passwort festlegen',
      after: [
        'Dieser Link ist 24 Stunden gültig und kann nur einmal verwendet werden.',
        'Wenn Sie diese Nachricht nicht erwartet haben, ignorieren Sie sie bitte.',
      ],
      signature: 'Ihr Velodesk-Team',
    },
    it: {
      subject: 'Velodesk: conferma il tuo account',
      greeting: (name) => `Ciao ${name},`,
      before: [
        'è stato creato per te un account Velodesk. Il tuo nome utente è: {username}.',
        "Per scegliere la password e attivare l'account, apri questo link:",
      ],
      button: 'Scegli la password',
      after: [
        'Il link è valido per 24 ore e può essere usato una sola volta.',
        'Se non ti aspettavi questo messaggio, ignoralo.',
      ],
      signature: 'Il team Velodesk',
    },
    ru: {
      subject: 'Velodesk: подтвердите вашу учётную запись',
      greeting: (name) => `Здравствуйте, ${name}!`,
      before: [
        'Для вас создана учётная запись Velodesk. Ваше имя пользователя: {username}.',
        'Чтобы задать пароль и активировать учётную запись, откройте эту ссылку:',
      ],
      button: 'Задать пароль',
      after: [
        'Ссылка действительна 24 часа и может быть использована только один раз.',
        'Если вы не ожидали этого письма, просто проигнорируйте его.',
      ],
      signature: 'Команда Velodesk',
    },
  },
  reset_password: {
    fr: {
      subject: 'Velodesk : réinitialisation de votre mot de passe',
      greeting: (name) => `Bonjour ${name},`,
      before: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Velodesk ({username}).',
        'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
      ],
      button: 'Choisir un nouveau mot de passe',
      after: [
        "Ce lien est valable 24 heures et ne peut servir qu'une fois. Une fois le mot de passe changé, vos sessions ouvertes seront fermées.",
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      ],
      signature: "L'équipe Velodesk",
    },
    en: {
      subject: 'Velodesk: reset your password',
      greeting: (name) => `Hello ${name},`,
      before: [
        'We received a request to reset the password of your Velodesk account ({username}).',
        'To choose a new password, open this link:',
      ],
      button: 'Choose a new password',
      after: [
        'This link is valid for 24 hours and can be used only once. Once the password is changed, your open sessions are signed out.',
        'If you did not ask for this, ignore this message: your password stays unchanged.',
      ],
      signature: 'The Velodesk team',
    },
    es: {
      subject: 'Velodesk: restablezca su contraseña',
      greeting: (name) => `Hola, ${name}:`,
      before: [
        'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Velodesk ({username}).',
        'Para elegir una nueva contraseña, abra este enlace:',
      ],
      button: 'Elegir una nueva contraseña',
      after: [
        'Este enlace es válido durante 24 horas y solo puede utilizarse una vez. Una vez cambiada la contraseña, se cerrarán sus sesiones abiertas.',
        'Si no ha solicitado este cambio, ignore este mensaje: su contraseña no cambiará.',
      ],
      signature: 'El equipo de Velodesk',
    },
    de: {
      subject: 'Velodesk: Passwort zurücksetzen',
      greeting: (name) => `Hallo ${name},`,
      before: [
        'wir haben eine Anfrage erhalten, das Passwort Ihres Velodesk-Kontos ({username}) zurückzusetzen.',
        'Um ein neues Passwort festzulegen, öffnen Sie diesen Link:',
      ],
      button: 'Neues Passwort festlegen',
      after: [
        'Dieser Link ist 24 Stunden gültig und kann nur einmal verwendet werden. Nach der Änderung des Passworts werden Ihre offenen Sitzungen abgemeldet.',
        'Wenn Sie diese Anfrage nicht gestellt haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
      ],
      signature: 'Ihr Velodesk-Team',
    },
    it: {
      subject: 'Velodesk: reimposta la password',
      greeting: (name) => `Ciao ${name},`,
      before: [
        'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Velodesk ({username}).',
        'Per scegliere una nuova password, apri questo link:',
      ],
      button: 'Scegli una nuova password',
      after: [
        'Il link è valido per 24 ore e può essere usato una sola volta. Dopo il cambio della password, le sessioni aperte verranno chiuse.',
        'Se non hai richiesto tu la reimpostazione, ignora questo messaggio: la password resterà invariata.',
      ],
      signature: 'Il team Velodesk',
    },
    ru: {
      subject: 'Velodesk: сброс пароля',
      greeting: (name) => `Здравствуйте, ${name}!`,
      before: [
        'Мы получили запрос на сброс пароля вашей учётной записи Velodesk ({username}).',
        'Чтобы задать новый пароль, откройте эту ссылку:',
      ],
      button: 'Задать новый пароль',
      after: [
        'Ссылка действительна 24 часа и может быть использована только один раз. После смены пароля все открытые сеансы будут завершены.',
        'Если вы не отправляли этот запрос, проигнорируйте это письмо: ваш пароль останется прежним.',
      ],
      signature: 'Команда Velodesk',
    },
  },
};

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The language a mail is written in: the user's interface language, else French. */
export const mailLanguage = (code: string | null | undefined): InterfaceLanguage =>
  (interfaceLanguages as readonly string[]).includes(code ?? '')
    ? (code as InterfaceLanguage)
    : fallbackLanguage;

export interface RenderedMail {
  language: InterfaceLanguage;
  subject: string;
  text: string;
  html: string;
}

export const renderAccountMail = (
  kind: AccountMailKind,
  languageCode: string | null | undefined,
  vars: { name: string; username: string; link: string },
): RenderedMail => {
  const language = mailLanguage(languageCode);
  const t = templates[kind][language];
  const fill = (line: string) => line.replaceAll('{username}', vars.username);
  const before = t.before.map(fill);
  const text = `${[
    t.greeting(vars.name),
    ...before.slice(0, -1),
    `${before.at(-1) ?? ''}\n${vars.link}`,
    ...t.after.map(fill),
    t.signature,
  ].join('\n\n')}\n`;
  const paragraph = (line: string) => `<p>${escapeHtml(fill(line))}</p>`;
  const link = escapeHtml(vars.link);
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">`,
    `<p>${escapeHtml(t.greeting(vars.name))}</p>`,
    ...t.before.map(paragraph),
    `<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #2f9e44; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(t.button)}</a></p>`,
    `<p style="font-size: 12px; color: #555">${link}</p>`,
    ...t.after.map(paragraph),
    `<p>${escapeHtml(t.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { language, subject: t.subject, text, html };
};
