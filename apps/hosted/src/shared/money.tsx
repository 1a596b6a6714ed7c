/** An amount as the platform formatted it for the site's currency; never formatted again here. */
export function Money({ value, minus = false }: { value: { formattedAmount: string }; minus?: boolean }) {
  return (
    <>
      {minus ? '−' : ''}
      {value.formattedAmount}
    </>
  );
}
