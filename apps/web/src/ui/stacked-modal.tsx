import { Modal, type ModalProps } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/** Tells the modal around this one (if any) that a modal opened, or closed, inside it. */
const ParentModal = createContext<((delta: 1 | -1) => void) | null>(null);

/**
 * Mantine's Modal for a dialog that opens other dialogs (the reservation modal opens the customer
 * picker, the comment modal, a confirmation) or is opened from one: Escape closes only the dialog
 * on top. Each Mantine modal listens to Escape on the window, so without this a dialog opened from
 * another closed both, and the reservation being typed was lost. A modal holding an open one does
 * not close on Escape; the one on top does (docs/decisions/counter-day-repairs.md).
 */
export function StackedModal({ opened, closeOnEscape = true, children, ...props }: ModalProps) {
  const [openChildren, setOpenChildren] = useState(0);
  const tellParent = useContext(ParentModal);
  useEffect(() => {
    if (!opened || !tellParent) return;
    tellParent(1);
    return () => tellParent(-1);
  }, [opened, tellParent]);
  const countChild = useCallback(
    (delta: 1 | -1) => setOpenChildren((count) => Math.max(0, count + delta)),
    [],
  );
  return (
    <Modal {...props} opened={opened} closeOnEscape={closeOnEscape && openChildren === 0}>
      <ParentModal.Provider value={countChild}>{children}</ParentModal.Provider>
    </Modal>
  );
}
