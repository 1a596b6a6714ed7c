import type { PlanInput } from '@bazaar/contracts';
import type { ServicesService } from '../domains/bookings/services/service.js';
import type { ServiceCalls } from '../domains/bookings/services/service-calls.js';
import type { PlansService } from '../domains/pricing-plans/plans/service.js';

/** The parts the demo plans are made through (the modules' own rules, not SQL). */
export interface DemoPlansParts {
  plans: Pick<PlansService, 'createPlan' | 'listPlans' | 'makePlanPrimary'>;
  services: Pick<ServicesService, 'queryServices'>;
  serviceCalls: Pick<ServiceCalls, 'enablePricingPlansForService'>;
}

/** The demo's class, which the plans cover (from the demo bookings). */
export const DEMO_CLASS_NAME = 'Morning yoga';

const PLANS: { plan: PlanInput; coversClass: boolean; primary?: true }[] = [
  {
    plan: {
      name: 'Monthly membership',
      description: 'Every class, every week, for one monthly price.',
      perks: { values: ['Unlimited yoga classes', 'A guest pass each month', 'Cancel any time'] },
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'MONTH' } },
        price: { value: '49' },
        freeTrialDays: 7,
      },
      buyerCanCancel: true,
    },
    coversClass: true,
    primary: true,
  },
  {
    plan: {
      name: 'Yearly membership',
      description: 'A year of classes at two months off the monthly price.',
      perks: { values: ['Unlimited yoga classes', 'A guest pass each month', 'A free workshop each season'] },
      pricing: { subscription: { cycleDuration: { count: 1, unit: 'YEAR' } }, price: { value: '490' } },
      buyerCanCancel: true,
    },
    coversClass: true,
  },
  {
    plan: {
      name: '10-class pass',
      description: 'Ten classes to use within three months, no commitment.',
      perks: { values: ['10 yoga classes', 'Book any session with room'] },
      pricing: { singlePaymentForDuration: { count: 3, unit: 'MONTH' }, price: { value: '150' } },
      sessionLimit: 10,
      buyerCanCancel: false,
    },
    coversClass: true,
  },
  {
    // Hidden: sold by a link the studio sends its staff, never listed.
    plan: {
      name: 'Staff membership',
      description: 'For the studio team.',
      perks: { values: ['Unlimited classes'] },
      pricing: { singlePaymentUnlimited: true, price: { value: '0' } },
      public: false,
    },
    coversClass: true,
  },
];

/**
 * The demo site's membership plans: a monthly plan with a 7-day free trial (the primary one), a
 * yearly plan, a 10-class pass, and a hidden staff plan; each covers the demo's yoga class.
 * Idempotent: a site that already has plans is left as it is.
 */
export async function seedDemoPlans(parts: DemoPlansParts, siteId: string): Promise<void> {
  const existing = await parts.plans.listPlans(siteId, { archived: 'ARCHIVED_AND_ACTIVE', limit: 1 });
  if (existing.plans.length > 0) return;
  const { services } = await parts.services.queryServices(
    siteId,
    { filter: { name: DEMO_CLASS_NAME }, paging: { limit: 1 } },
    true,
  );
  const yoga = services[0];
  const covering: string[] = [];
  for (const { plan: input, coversClass, primary } of PLANS) {
    const plan = await parts.plans.createPlan(siteId, { plan: input });
    if (primary) await parts.plans.makePlanPrimary(siteId, plan.id);
    if (coversClass) covering.push(plan.id);
  }
  if (yoga) await parts.serviceCalls.enablePricingPlansForService(siteId, yoga.id, covering);
}
