/**
 * The official methods Bazaar does not serve, with the reason: by module (`@wix/ecom/giftVouchers`)
 * or by method (`@wix/ecom/orders.bulkUpdateOrderTags`), a method's own entry first. The method
 * walk (`method-walk.test.ts`) fails on a method answering "No route" that is not here, and on an
 * entry here that no longer answers "No route".
 */
const OUT_OF_SPEC = (what: string) => `Not in Bazaar's spec: ${what}.`;
const CATALOG_V3 =
  "Wix's V3 catalogue, another API for the same products: Bazaar serves the V1 catalogue of the spec and reference (§2.3).";
const CART_V2 = "Wix's second cart API; Bazaar serves the current cart of the spec (`currentCart`).";
const MULTI_SERVICE = OUT_OF_SPEC('bookings of several services at once');
const ANONYMOUS_BOOKING = OUT_OF_SPEC("a visitor's booking actions by an emailed token");
const ORDER_EDITING = OUT_OF_SPEC("editing, importing and annotating orders in the owner's back office");

export const NOT_SUPPORTED: Record<string, string> = {
  '@wix/stores/abandonedCarts': OUT_OF_SPEC('abandoned carts'),
  '@wix/stores/brandsV3': CATALOG_V3,
  '@wix/stores/catalogImportsV3': CATALOG_V3,
  '@wix/stores/catalogVersioning': `${CATALOG_V3} A storefront that asks takes the V1 calls when this one fails.`,
  '@wix/stores/customizationsV3': CATALOG_V3,
  '@wix/stores/infoSectionsV3': CATALOG_V3,
  '@wix/stores/inventory':
    "The V1 inventory API; stock is changed through products' variants (`updateInventoryVariants` is served) and by orders.",
  '@wix/stores/inventoryItemsV3': CATALOG_V3,
  '@wix/stores/productGroupsV3': CATALOG_V3,
  '@wix/stores/productsV3': CATALOG_V3,
  '@wix/stores/promotionsV3': CATALOG_V3,
  '@wix/stores/readOnlyVariantsV3': CATALOG_V3,
  '@wix/stores/ribbonsV3': CATALOG_V3,
  '@wix/stores/storesLocationsV3': CATALOG_V3,
  '@wix/stores/subscriptionOptions': OUT_OF_SPEC('products sold by subscription'),
  '@wix/stores/wishlist': OUT_OF_SPEC('wishlists'),

  '@wix/ecom/abandonedCheckouts': OUT_OF_SPEC('abandoned checkouts'),
  '@wix/ecom/backInStockNotifications': OUT_OF_SPEC('back-in-stock notifications'),
  '@wix/ecom/backInStockSettings': OUT_OF_SPEC('back-in-stock notifications'),
  '@wix/ecom/cart':
    "Carts by id (the owner's or an app's); Bazaar serves the visitor's current cart of the spec.",
  '@wix/ecom/cartV2': CART_V2,
  '@wix/ecom/checkout':
    'Checkout calls the hosted checkout makes for itself in Bazaar (lines, gift cards, orders, its URL); the spec has the buyer pay on the hosted page.',
  '@wix/ecom/checkoutContent': OUT_OF_SPEC('custom checkout texts'),
  '@wix/ecom/checkoutSettings': OUT_OF_SPEC('checkout settings beyond the commerce settings'),
  '@wix/ecom/checkoutTemplates': OUT_OF_SPEC('checkout templates'),
  '@wix/ecom/contactTaxDetails': OUT_OF_SPEC('tax'),
  '@wix/ecom/currencies': OUT_OF_SPEC('currency conversion (a site has one currency)'),
  '@wix/ecom/currentCartV2': CART_V2,
  '@wix/ecom/deliveryProfile': OUT_OF_SPEC(
    'delivery profiles (shipping is the commerce settings’ flat options)',
  ),
  '@wix/ecom/deliverySolutions': OUT_OF_SPEC(
    'delivery profiles (shipping is the commerce settings’ flat options)',
  ),
  '@wix/ecom/discountRules': OUT_OF_SPEC('automatic discounts (coupons are served)'),
  '@wix/ecom/discountsCustomTrigger': OUT_OF_SPEC('automatic discounts (coupons are served)'),
  '@wix/ecom/draftOrders': OUT_OF_SPEC('draft orders'),
  '@wix/ecom/draftSubscriptionContracts': OUT_OF_SPEC('subscription contracts'),
  '@wix/ecom/ecommerceSettings': OUT_OF_SPEC(
    'these settings (the commerce settings are served at their own path)',
  ),
  '@wix/ecom/giftVouchers': OUT_OF_SPEC('gift cards'),
  '@wix/ecom/localDeliveryOptions': OUT_OF_SPEC('local delivery'),
  '@wix/ecom/manualTaxMappings': OUT_OF_SPEC('tax'),
  '@wix/ecom/orderBilling': OUT_OF_SPEC("changing an order's billing"),
  '@wix/ecom/orderFulfillments.bulkCreateFulfillments':
    'Fulfillments are made one order at a time (`createFulfillment` is served).',
  '@wix/ecom/orderInvoices': OUT_OF_SPEC('invoices'),
  '@wix/ecom/orderPaymentRequests': OUT_OF_SPEC('payment requests'),
  '@wix/ecom/orderTransactions':
    "Payments are recorded by Bazaar's payment step and refunds by `triggerRefund`; writing transactions from outside is not in the spec.",
  '@wix/ecom/orders': ORDER_EDITING,
  '@wix/ecom/ordersSettings': OUT_OF_SPEC('order settings'),
  '@wix/ecom/pickupLocations': OUT_OF_SPEC('pickup locations'),
  '@wix/ecom/recommendations': OUT_OF_SPEC('recommendations'),
  '@wix/ecom/shippingOptions': OUT_OF_SPEC('shipping options as entities (the commerce settings hold them)'),
  '@wix/ecom/shippoConfigurations': OUT_OF_SPEC('a shipping carrier integration'),
  '@wix/ecom/subscriptionContracts': OUT_OF_SPEC('subscription contracts'),
  '@wix/ecom/taxCalculation': OUT_OF_SPEC('tax'),
  '@wix/ecom/taxExemptGroups': OUT_OF_SPEC('tax'),
  '@wix/ecom/taxGroups': OUT_OF_SPEC('tax'),
  '@wix/ecom/taxRegions': OUT_OF_SPEC('tax'),
  '@wix/ecom/taxSettings': OUT_OF_SPEC('tax'),
  '@wix/ecom/tipSettings': OUT_OF_SPEC('tips'),
  '@wix/ecom/tippableStaff': OUT_OF_SPEC('tips'),
  '@wix/ecom/tips': OUT_OF_SPEC('tips'),
  '@wix/ecom/totalsCalculator': OUT_OF_SPEC('a totals calculator apart from carts and checkouts'),
  '@wix/ecom/wishlists': OUT_OF_SPEC('wishlists'),

  '@wix/bookings/addOns.bulkCreateAddOns': 'Add-ons are written one at a time (`createAddOn`).',
  '@wix/bookings/addOns.bulkUpdateAddOns': 'Add-ons are written one at a time (`updateAddOn`).',
  '@wix/bookings/addOns.bulkDeleteAddOns': 'Add-ons are deleted one at a time (`deleteAddOn`).',
  '@wix/bookings/attendance':
    'Attendance is set and read one booking at a time (`setAttendance`, `getAttendance`, `queryAttendance`).',
  '@wix/bookings/attributeDefinition': OUT_OF_SPEC('custom attributes'),
  '@wix/bookings/attributeValue': OUT_OF_SPEC('custom attributes'),
  '@wix/bookings/availabilityTimeSlots':
    "Wix's newer time-slot API; the spec's availability is the availability calendar (served).",
  '@wix/bookings/bookingFees': OUT_OF_SPEC('booking fees'),
  '@wix/bookings/bookingPolicySnapshots': OUT_OF_SPEC('policy snapshots (a booking answers with its policy)'),
  '@wix/bookings/bookings': OUT_OF_SPEC('bulk booking changes'),
  '@wix/bookings/bookings.addBookingsToMultiServiceBooking': MULTI_SERVICE,
  '@wix/bookings/bookings.cancelMultiServiceBooking': MULTI_SERVICE,
  '@wix/bookings/bookings.cancelMultiServiceBookingAnonymously': MULTI_SERVICE,
  '@wix/bookings/bookings.confirmMultiServiceBooking': MULTI_SERVICE,
  '@wix/bookings/bookings.createMultiServiceBooking': MULTI_SERVICE,
  '@wix/bookings/bookings.declineMultiServiceBooking': MULTI_SERVICE,
  '@wix/bookings/bookings.getAnonymousActionTokenForMultiServiceBooking': MULTI_SERVICE,
  '@wix/bookings/bookings.getMultiServiceBooking': MULTI_SERVICE,
  '@wix/bookings/bookings.getMultiServiceBookingAnonymously': MULTI_SERVICE,
  '@wix/bookings/bookings.getMultiServiceBookingAvailability': MULTI_SERVICE,
  '@wix/bookings/bookings.bulkGetMultiServiceBookingAllowedActions': MULTI_SERVICE,
  '@wix/bookings/bookings.markMultiServiceBookingAsPending': MULTI_SERVICE,
  '@wix/bookings/bookings.removeBookingsFromMultiServiceBooking': MULTI_SERVICE,
  '@wix/bookings/bookings.rescheduleMultiServiceBooking': MULTI_SERVICE,
  '@wix/bookings/bookings.bookingsCancelBookingAnonymously': ANONYMOUS_BOOKING,
  '@wix/bookings/bookings.bookingsGetBookingAnonymously': ANONYMOUS_BOOKING,
  '@wix/bookings/bookings.bookingsRescheduleBookingAnonymously': ANONYMOUS_BOOKING,
  '@wix/bookings/bookings.getAnonymousActionToken': ANONYMOUS_BOOKING,
  '@wix/bookings/bookings.getServiceAnonymously': ANONYMOUS_BOOKING,
  '@wix/bookings/bookingsProvisioner': OUT_OF_SPEC('provisioning the Bookings app (it is always there)'),
  '@wix/bookings/bookingsSettings': OUT_OF_SPEC('these settings'),
  '@wix/bookings/catalogSearch': OUT_OF_SPEC('search across services (services are queried)'),
  '@wix/bookings/categories': OUT_OF_SPEC(
    'the first categories API (service categories are served with services)',
  ),
  '@wix/bookings/categoriesV2': OUT_OF_SPEC(
    'the categories API (service categories are served with services)',
  ),
  '@wix/bookings/displaySettings': OUT_OF_SPEC('display settings'),
  '@wix/bookings/eventTimeSlots':
    "Wix's newer time-slot API; the spec's class sessions come from the availability calendar.",
  '@wix/bookings/extendedBookings':
    'Extended bookings are queried (`queryExtendedBookings`); counting them and the query builder are not served.',
  '@wix/bookings/externalCalendars': OUT_OF_SPEC('external calendars'),
  '@wix/bookings/multiServiceAvailabilityTimeSlots': MULTI_SERVICE,
  '@wix/bookings/pricing': OUT_OF_SPEC('price previews (a booking is priced by its service)'),
  '@wix/bookings/relatedProducts': OUT_OF_SPEC('products related to services'),
  '@wix/bookings/resourceTypes': OUT_OF_SPEC('resources other than staff'),
  '@wix/bookings/resources': OUT_OF_SPEC('resources other than staff'),
  '@wix/bookings/serviceOptionsAndVariants': OUT_OF_SPEC('service variants'),
  '@wix/bookings/staffMemberSettings': OUT_OF_SPEC('staff member settings'),
  '@wix/bookings/staffMembers':
    'Staff members are created, read, updated, deleted and queried (served); their schedules, tags, trash and user links are not in the spec.',
  '@wix/bookings/timeSlotsConfiguration': OUT_OF_SPEC('time-slot configuration'),

  '@wix/events/categories': OUT_OF_SPEC('event categories'),
  '@wix/events/eventsSettings': OUT_OF_SPEC('these settings'),
  '@wix/events/forms': OUT_OF_SPEC('editing registration forms apart from the event'),
  '@wix/events/notifications': OUT_OF_SPEC('notification settings'),
  '@wix/events/policies': OUT_OF_SPEC('event policies'),
  '@wix/events/rsvpV2': "Wix's second RSVP API; Bazaar serves the RSVP v1 paths the reference names.",
  '@wix/events/schedule': OUT_OF_SPEC("an event's schedule of sessions"),
  '@wix/events/scheduleBookmarks': OUT_OF_SPEC("an event's schedule of sessions"),
  '@wix/events/ticketDefinitions':
    'The first ticket-definitions API; Bazaar serves the V3 one (`ticketDefinitionsV2`).',
  '@wix/events/ticketDefinitionsV2':
    'Ticket definitions are created, read, updated, deleted and queried (served); bulk deletion, reordering, currency change and counts are not in the spec.',
  '@wix/events/ticketReservations':
    "Wix's newer reservations API; Bazaar serves the checkout reservations of the reference.",
  '@wix/events/wixEventsV2.listEventsByCategory': OUT_OF_SPEC(
    'event categories (the reference notes the spec does not name it)',
  ),

  '@wix/pricing-plans/orders':
    "Online plan orders are made by the hosted plan checkout; the previews and an app's own online orders are not in the spec.",
  '@wix/pricing-plans/planBenefits': OUT_OF_SPEC('plan benefits'),
  '@wix/pricing-plans/plansV3': "Wix's third plans API; Bazaar serves the plans v2 of the reference.",
  '@wix/pricing-plans/pricingPlansSettings': OUT_OF_SPEC('these settings'),
  '@wix/pricing-plans/pricingVariantCategories': OUT_OF_SPEC('pricing variants'),

  '@wix/members/authentication':
    "Sign-in is the spec's hosted login and OAuth (served); these are Wix's own login calls.",
  '@wix/members/authorization': OUT_OF_SPEC('roles and permissions'),
  '@wix/members/badgeAssignments': OUT_OF_SPEC('badges'),
  '@wix/members/badges': OUT_OF_SPEC('badges'),
  '@wix/members/badgesV2': OUT_OF_SPEC('badges'),
  '@wix/members/customFieldApplications': OUT_OF_SPEC('custom member fields'),
  '@wix/members/customFieldSuggestions': OUT_OF_SPEC('custom member fields'),
  '@wix/members/customFields': OUT_OF_SPEC('custom member fields'),
  '@wix/members/defaultPrivacy': OUT_OF_SPEC('privacy settings'),
  '@wix/members/memberFollowers': OUT_OF_SPEC('followers'),
  '@wix/members/memberPrivacySettings': OUT_OF_SPEC('privacy settings'),
  '@wix/members/memberReport': OUT_OF_SPEC('member reports'),
  '@wix/members/memberRoleDefinition': OUT_OF_SPEC('roles and permissions'),
  '@wix/members/memberToMemberBlock': OUT_OF_SPEC('members blocking members'),
  '@wix/members/members':
    'Members are created, read, updated, approved, blocked and deleted one at a time (served); bulk calls, slugs, communities and muting are not in the spec.',
  '@wix/members/membersAbout': OUT_OF_SPEC("a member's about section"),
  '@wix/members/userMember': OUT_OF_SPEC('a user’s member across sites'),
};

export const reasonFor = (key: string): string | undefined =>
  NOT_SUPPORTED[key] ?? NOT_SUPPORTED[key.slice(0, key.lastIndexOf('.'))];
