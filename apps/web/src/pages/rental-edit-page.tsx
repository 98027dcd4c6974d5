import { RentalPage } from '@/modules/rentals/components/rental-page/rental-page.tsx';

/** /rental/contract and /rental/reservation: the contract and reservation page. */
export function RentalEditPage() {
  return <RentalPage />;
}
