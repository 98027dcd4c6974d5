import { Alert, Box, Group, Loader, Select, Stack, Switch, Text } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import type { IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CameraProblem, cameraProblemOf, createBarcodeReader } from '../barcode-reader.ts';
import classes from './camera-scanner.module.css';

/** The same code seen again within this time is the same scan (the code stays in front of the lens). */
const sameScanMs = 3000;

const problemKeys = {
  unsupported: 'RENTAL_PRODUCTS.CAMERA.NOT_SUPPORTED',
  noCamera: 'RENTAL_PRODUCTS.CAMERA.NO_CAMERA',
  denied: 'RENTAL_PRODUCTS.CAMERA.DENIED',
  busy: 'RENTAL_PRODUCTS.CAMERA.BUSY',
  error: 'RENTAL_PRODUCTS.CAMERA.ERROR',
} as const satisfies Record<CameraProblem, string>;

/** A camera track whose capabilities say it has a torch (not yet in TypeScript's DOM types). */
type TorchTrack = MediaStreamTrack;

const torchTrackOf = (stream: MediaStream): TorchTrack | null => {
  const track = stream.getVideoTracks()[0];
  const capabilities = track?.getCapabilities?.() as { torch?: boolean } | undefined;
  return track && capabilities?.torch ? track : null;
};

/**
 * Reads barcodes from a camera with zxing (CODE 128, DATA MATRIX, EAN 13, QR code): a 250 px high
 * preview, the camera's choice, the torch when the camera has one, and "try harder". The stream
 * is opened here (getUserMedia) and stopped when the scanner closes or changes camera, so the
 * camera's light goes off with the modal. Without a camera, it says so and the rest of the modal
 * works.
 */
export function CameraScanner({ onDecoded }: { onDecoded: (text: string) => void }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const onDecodedRef = useRef(onDecoded);
  onDecodedRef.current = onDecoded;
  const [deviceId, setDeviceId] = useState<string | null>(null);
  /** The camera the browser chose (the back camera first) until one is picked. */
  const [activeDeviceId, setActiveDeviceId] = useState<string | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [tryHarder, setTryHarder] = useState(false);
  const [torchOn, setTorchOn] = useState(false);
  const [torchTrack, setTorchTrack] = useState<TorchTrack | null>(null);
  const [state, setState] = useState<'starting' | 'scanning' | CameraProblem>('starting');

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let controls: IScannerControls | null = null;
    let last = { text: '', at: 0 };
    const stop = () => {
      stopped = true;
      controls?.stop();
      for (const track of stream?.getTracks() ?? []) track.stop();
      setTorchTrack(null);
      setTorchOn(false);
    };

    const start = async () => {
      setState('starting');
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unsupported');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: deviceId ? { deviceId: { exact: deviceId } } : { facingMode: 'environment' },
          audio: false,
        });
        if (stopped) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        const video = videoRef.current;
        if (!video) return;
        controls = await createBarcodeReader(tryHarder).decodeFromStream(stream, video, (result) => {
          if (!result || stopped) return;
          const text = result.getText();
          const now = Date.now();
          if (text === last.text && now - last.at < sameScanMs) return;
          last = { text, at: now };
          onDecodedRef.current(text);
        });
        if (stopped) {
          controls.stop();
          return;
        }
        setTorchTrack(torchTrackOf(stream));
        setActiveDeviceId(stream.getVideoTracks()[0]?.getSettings?.().deviceId ?? null);
        setState('scanning');
        // The cameras' names are readable once the browser granted the camera.
        const inputs = (await navigator.mediaDevices.enumerateDevices()).filter(
          (device) => device.kind === 'videoinput',
        );
        if (!stopped) setDevices(inputs);
      } catch (error) {
        if (!stopped) setState(cameraProblemOf(error));
      }
    };
    void start();
    return stop;
  }, [deviceId, tryHarder]);

  const handleTorch = async (on: boolean) => {
    if (!torchTrack) return;
    try {
      await torchTrack.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorchOn(on);
    } catch {
      setTorchOn(false);
    }
  };

  const problem = state === 'starting' || state === 'scanning' ? null : state;
  const currentDevice = deviceId ?? activeDeviceId ?? devices[0]?.deviceId ?? null;

  return (
    <Stack gap="xs" data-testid="camera-scanner" data-state={state}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('RENTAL_PRODUCTS.CAMERA.DEVICE')}
          data={devices.map((device, index) => ({
            value: device.deviceId,
            label: device.label || t('RENTAL_PRODUCTS.CAMERA.DEFAULT_NAME', { index: index + 1 }),
          }))}
          value={currentDevice}
          onChange={(value) => value && setDeviceId(value)}
          disabled={devices.length < 2}
          allowDeselect={false}
          w={260}
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
          data-testid="camera-device"
        />
        <Switch
          label={t('RENTAL_PRODUCTS.CAMERA.TORCH')}
          checked={torchOn}
          onChange={(event) => void handleTorch(event.currentTarget.checked)}
          disabled={!torchTrack}
          title={torchTrack ? undefined : t('RENTAL_PRODUCTS.CAMERA.TORCH_UNSUPPORTED')}
          data-testid="camera-torch"
        />
        <Switch
          label={t('RENTAL_PRODUCTS.CAMERA.TRY_HARDER')}
          description={t('RENTAL_PRODUCTS.CAMERA.TRY_HARDER_HINT')}
          checked={tryHarder}
          onChange={(event) => setTryHarder(event.currentTarget.checked)}
          data-testid="camera-try-harder"
        />
      </Group>
      {problem ? (
        <Alert color="orange" icon={<IconCameraOff size={18} />} data-testid="camera-problem">
          {t(problemKeys[problem])}
        </Alert>
      ) : (
        <Box className={classes.frame}>
          <video ref={videoRef} className={classes.video} muted playsInline data-testid="camera-video" />
          {state === 'starting' ? (
            <Group className={classes.overlay} gap="xs" justify="center">
              <Loader size="sm" color="white" />
              <Text size="sm" c="white">
                {t('RENTAL_PRODUCTS.CAMERA.STARTING')}
              </Text>
            </Group>
          ) : null}
        </Box>
      )}
      <Text size="xs" c="dimmed">
        {t('RENTAL_PRODUCTS.CAMERA.FORMATS')}
      </Text>
    </Stack>
  );
}
