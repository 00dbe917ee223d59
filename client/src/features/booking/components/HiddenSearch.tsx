/** A search ("?a=1&b=2") as hidden fields, so a plain GET form sends it before the scripts arrive. */
export function HiddenSearch({ search }: { search: string }) {
  return (
    <>
      {[...new URLSearchParams(search)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
