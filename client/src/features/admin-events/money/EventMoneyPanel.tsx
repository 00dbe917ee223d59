export default function EventMoneyPanel(_props: { eventId: string; onChanged?: () => void }) {
  return null;
}
