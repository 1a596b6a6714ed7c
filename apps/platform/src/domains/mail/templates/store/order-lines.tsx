import type { Order } from '@bazaar/contracts';
import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';

const cell = { color: '#1f2937', fontSize: '14px', margin: '4px 0' };

/** The order's lines (name, options, quantity, line total) and its totals, as every store mail lists them. */
export function OrderLines({ order }: { order: Order }) {
  const { priceSummary } = order;
  const totals: [string, string][] = [
    ['Subtotal', priceSummary.subtotal.formattedAmount],
    ...(Number(priceSummary.discount.amount) > 0
      ? ([['Discount', `−${priceSummary.discount.formattedAmount}`]] as [string, string][])
      : []),
    ['Delivery', priceSummary.shipping.formattedAmount],
    ['Tax', priceSummary.tax.formattedAmount],
    ['Total', priceSummary.total.formattedAmount],
  ];
  return (
    <Section>
      {order.lineItems.map((line) => {
        const options = line.descriptionLines
          .map((description) =>
            description.plainText
              ? `${description.name.original}: ${description.plainText.original}`
              : description.name.original,
          )
          .filter(Boolean)
          .join(' · ');
        return (
          <Row key={line.id}>
            <Column>
              <Text style={cell}>
                {`${line.quantity} × ${line.productName.original}${options ? ` (${options})` : ''}`}
              </Text>
            </Column>
            <Column align="right">
              <Text style={cell}>{line.lineItemPrice.formattedAmount}</Text>
            </Column>
          </Row>
        );
      })}
      {totals.map(([label, amount]) => (
        <Row key={label}>
          <Column>
            <Text style={{ ...cell, fontWeight: label === 'Total' ? 700 : 400 }}>{label}</Text>
          </Column>
          <Column align="right">
            <Text style={{ ...cell, fontWeight: label === 'Total' ? 700 : 400 }}>{amount}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}
