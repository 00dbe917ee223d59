import { ErrorCollector } from '../../shared/domain-error';
import { isBlank, toNumber, trimmed } from '../../shared/input';
import { rupeesToPaise } from '../../shared/money';
import { BanquetErrorCode } from './banquet-errors';
import { BanquetTermsSnapshot, CancellationStep, PaymentMilestone } from './banquet-terms.entity';
import { MenuDiet } from './menu-package.entity';

/** The GST rates a hall or its food can carry (see ALLOWED_GST_BP_WHY). */
export const ALLOWED_GST_BP = [0, 500, 1200, 1800] as const;
export const ALLOWED_GST_BP_WHY =
  'One of 0, 500, 1200 or 1800 (0%, 5%, 12%, 18%): hall rent is 18%; food is 18% with credit at "specified premises" ' +
  'and 5% without credit elsewhere; 12% is the older slab some notifications still name; 0 is a supply that is not taxed. ' +
  'docs/gst.md cites the sources.';

export const LIMITS = {
  hallName: 100,
  hallDescription: 2000,
  capacity: 5000,
  floating: 10_000,
  sessionName: 40,
  packageName: 80,
  maxRentPaise: 1_00_00_000_00, // ₹1 crore
  maxPlatePaise: 1_00_000_00, // ₹1 lakh a plate
  plates: 5000,
  dishes: 60,
  dish: 80,
  milestones: 6,
  milestoneLabel: 40,
  steps: 10,
} as const;

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

type Loose<T> = { [K in keyof T]?: unknown };

function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const number = toNumber(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

function text(value: unknown): string {
  return trimmed(value).replace(/\s+/g, ' ');
}

function flag(value: unknown, fallback = true): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export interface HallFields {
  name: string;
  description: string;
  seatedCapacity: number;
  floatingCapacity: number;
  isActive: boolean;
}

export function checkHall(input: Loose<HallFields>): HallFields {
  const errors = new ErrorCollector();
  const code = BanquetErrorCode.HALL_INVALID;
  const name = text(input.name);
  if (name === '') errors.add(code, 'Enter the hall’s name', 'name');
  else if (name.length > LIMITS.hallName) errors.add(code, `The name can be at most ${LIMITS.hallName} characters`, 'name');
  const description = trimmed(input.description);
  if (description.length > LIMITS.hallDescription)
    errors.add(code, `The description can be at most ${LIMITS.hallDescription} characters`, 'description');
  const seated = wholeNumber(input.seatedCapacity, 1, LIMITS.capacity);
  if (seated === undefined) errors.add(code, `Seated capacity is a whole number from 1 to ${LIMITS.capacity}`, 'seatedCapacity');
  const floating = wholeNumber(input.floatingCapacity, 1, LIMITS.floating);
  if (floating === undefined)
    errors.add(code, `Floating capacity is a whole number up to ${LIMITS.floating}`, 'floatingCapacity');
  else if (seated !== undefined && floating < seated)
    errors.add(code, 'Floating capacity cannot be less than seated capacity', 'floatingCapacity');
  errors.throwIfAny();
  return { name, description, seatedCapacity: seated!, floatingCapacity: floating!, isActive: flag(input.isActive) };
}

export interface SessionFields {
  name: string;
  startsAt: string;
  endsAt: string;
  rentPaise: number;
  isActive: boolean;
}

/** Minutes since midnight of "HH:MM". */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** [start, end) in minutes, the end pushed past midnight when it comes before the start. */
function span(session: Pick<SessionFields, 'startsAt' | 'endsAt'>): [number, number] {
  const start = minutesOf(session.startsAt);
  const end = minutesOf(session.endsAt);
  return [start, end <= start ? end + 24 * 60 : end];
}

/** Whether two sessions share a minute of the clock, on the same day or across midnight. */
export function sessionsOverlap(
  a: Pick<SessionFields, 'startsAt' | 'endsAt'>,
  b: Pick<SessionFields, 'startsAt' | 'endsAt'>,
): boolean {
  const [aStart, aEnd] = span(a);
  const [bStart, bEnd] = span(b);
  return [-1440, 0, 1440].some((shift) => aStart < bEnd + shift && bStart + shift < aEnd);
}

export function checkSession(input: Loose<SessionFields> & { rent?: unknown }): SessionFields {
  const errors = new ErrorCollector();
  const code = BanquetErrorCode.SESSION_INVALID;
  const name = text(input.name);
  if (name === '') errors.add(code, 'Enter the session’s name, e.g. Lunch', 'name');
  else if (name.length > LIMITS.sessionName) errors.add(code, `The name can be at most ${LIMITS.sessionName} characters`, 'name');
  const startsAt = trimmed(input.startsAt);
  if (!TIME.test(startsAt)) errors.add(code, 'Enter the start as HH:MM, e.g. 12:00', 'startsAt');
  const endsAt = trimmed(input.endsAt);
  if (!TIME.test(endsAt)) errors.add(code, 'Enter the end as HH:MM, e.g. 16:00', 'endsAt');
  else if (endsAt === startsAt) errors.add(code, 'The session must end at another time than it starts', 'endsAt');
  const rentPaise = isBlank(input.rent) ? undefined : rupeesToPaise(toNumber(input.rent));
  if (rentPaise === undefined || rentPaise < 0 || rentPaise > LIMITS.maxRentPaise)
    errors.add(code, 'Enter the hall rent in rupees (0 or more, at most two decimals)', 'rent');
  errors.throwIfAny();
  return { name, startsAt, endsAt, rentPaise: rentPaise!, isActive: flag(input.isActive) };
}

export interface MenuPackageFields {
  name: string;
  diet: MenuDiet;
  pricePerPlatePaise: number;
  minPlates: number;
  dishes: string[];
  isActive: boolean;
}

export function checkMenuPackage(input: Loose<MenuPackageFields> & { pricePerPlate?: unknown }): MenuPackageFields {
  const errors = new ErrorCollector();
  const code = BanquetErrorCode.MENU_PACKAGE_INVALID;
  const name = text(input.name);
  if (name === '') errors.add(code, 'Enter the package’s name', 'name');
  else if (name.length > LIMITS.packageName) errors.add(code, `The name can be at most ${LIMITS.packageName} characters`, 'name');
  const diet = Object.values(MenuDiet).includes(input.diet as MenuDiet) ? (input.diet as MenuDiet) : undefined;
  if (!diet) errors.add(code, 'Choose veg or non-veg', 'diet');
  const price = isBlank(input.pricePerPlate) ? undefined : rupeesToPaise(toNumber(input.pricePerPlate));
  if (price === undefined || price <= 0 || price > LIMITS.maxPlatePaise)
    errors.add(code, 'Enter the price of one plate in rupees (more than 0, at most two decimals)', 'pricePerPlate');
  const minPlates = wholeNumber(input.minPlates, 1, LIMITS.plates);
  if (minPlates === undefined)
    errors.add(code, `The minimum is a whole number of plates from 1 to ${LIMITS.plates}`, 'minPlates');
  const given = Array.isArray(input.dishes) ? input.dishes : [];
  const dishes = given.map(text).filter((dish) => dish !== '');
  if (dishes.length > LIMITS.dishes) errors.add(code, `A package can list at most ${LIMITS.dishes} dishes`, 'dishes');
  const longIndex = dishes.findIndex((dish) => dish.length > LIMITS.dish);
  if (longIndex >= 0) errors.add(code, `Each dish can be at most ${LIMITS.dish} characters`, `dishes.${longIndex}`);
  errors.throwIfAny();
  return { name, diet: diet!, pricePerPlatePaise: price!, minPlates: minPlates!, dishes, isActive: flag(input.isActive) };
}

export type TermsFields = BanquetTermsSnapshot;

function checkMilestones(given: unknown, advance: number | undefined, errors: ErrorCollector): PaymentMilestone[] {
  const code = BanquetErrorCode.BANQUET_TERMS_INVALID;
  const list = Array.isArray(given) ? (given as Array<Record<string, unknown>>) : [];
  if (list.length > LIMITS.milestones) errors.add(code, `At most ${LIMITS.milestones} payments after the advance`, 'milestones');
  const milestones = list.map((item, index) => {
    const label = text(item?.label);
    if (label === '' || label.length > LIMITS.milestoneLabel)
      errors.add(code, `Name the payment in 1 to ${LIMITS.milestoneLabel} characters`, `milestones.${index}.label`);
    const percent = wholeNumber(item?.percent, 1, 99);
    if (percent === undefined) errors.add(code, 'The share is a whole percent from 1 to 99', `milestones.${index}.percent`);
    const daysBefore = wholeNumber(item?.daysBefore, 1, 365);
    if (daysBefore === undefined)
      errors.add(code, 'Due a whole number of days before the event, 1 to 365', `milestones.${index}.daysBefore`);
    return { label, percent: percent ?? 0, daysBefore: daysBefore ?? 0 };
  });
  milestones.forEach((milestone, index) => {
    const previous = milestones[index - 1];
    if (previous && previous.daysBefore > 0 && milestone.daysBefore > 0 && milestone.daysBefore >= previous.daysBefore)
      errors.add(
        code,
        'List the payments earliest first: each due fewer days before the event',
        `milestones.${index}.daysBefore`,
      );
  });
  const total = (advance ?? 0) + milestones.reduce((sum, milestone) => sum + milestone.percent, 0);
  if (advance !== undefined && total > 100)
    errors.add(code, `The advance and the payments add up to ${total}%; they can be at most 100%`, 'milestones');
  return milestones;
}

function checkScale(given: unknown, errors: ErrorCollector): CancellationStep[] {
  const code = BanquetErrorCode.BANQUET_TERMS_INVALID;
  const list = Array.isArray(given) ? (given as Array<Record<string, unknown>>) : [];
  if (list.length === 0 || list.length > LIMITS.steps)
    errors.add(code, `Give 1 to ${LIMITS.steps} steps, the last at 0 days`, 'cancellationScale');
  const steps = list.map((item, index) => {
    const minDaysBefore = wholeNumber(item?.minDaysBefore, 0, 730);
    if (minDaysBefore === undefined)
      errors.add(code, 'Days before is a whole number from 0 to 730', `cancellationScale.${index}.minDaysBefore`);
    const refundPercent = wholeNumber(item?.refundPercent, 0, 100);
    if (refundPercent === undefined)
      errors.add(code, 'The refund is a whole percent from 0 to 100', `cancellationScale.${index}.refundPercent`);
    return { minDaysBefore: minDaysBefore ?? -1, refundPercent: refundPercent ?? -1 };
  });
  steps.forEach((step, index) => {
    const previous = steps[index - 1];
    if (!previous || previous.minDaysBefore < 0 || step.minDaysBefore < 0) return;
    if (step.minDaysBefore >= previous.minDaysBefore)
      errors.add(code, 'List the steps longest notice first', `cancellationScale.${index}.minDaysBefore`);
    else if (previous.refundPercent >= 0 && step.refundPercent > previous.refundPercent)
      errors.add(code, 'Shorter notice cannot refund more than longer notice', `cancellationScale.${index}.refundPercent`);
  });
  const last = steps[steps.length - 1];
  if (last && last.minDaysBefore > 0)
    errors.add(
      code,
      'The last step must start at 0 days, so every cancellation has a rule',
      `cancellationScale.${steps.length - 1}.minDaysBefore`,
    );
  return steps;
}

export function checkTerms(input: Loose<TermsFields>): TermsFields {
  const errors = new ErrorCollector();
  const code = BanquetErrorCode.BANQUET_TERMS_INVALID;
  const advancePercent = wholeNumber(input.advancePercent, 1, 100);
  if (advancePercent === undefined) errors.add(code, 'The advance is a whole percent from 1 to 100', 'advancePercent');
  const milestones = checkMilestones(input.milestones, advancePercent, errors);
  const guaranteeCutoffDays = wholeNumber(input.guaranteeCutoffDays, 0, 60);
  if (guaranteeCutoffDays === undefined)
    errors.add(code, 'The count freezes 0 to 60 days before the event', 'guaranteeCutoffDays');
  const holdHours = wholeNumber(input.holdHours, 1, 720);
  if (holdHours === undefined) errors.add(code, 'A hold lasts 1 to 720 hours (30 days)', 'holdHours');
  const cancellationScale = checkScale(input.cancellationScale, errors);
  const gst = (field: 'hallGstBp' | 'cateringGstBp') => {
    const value = toNumber(input[field]);
    if (!(ALLOWED_GST_BP as readonly number[]).includes(value)) errors.add(code, 'Choose 0%, 5%, 12% or 18%', field);
    return value;
  };
  const hallGstBp = gst('hallGstBp');
  const cateringGstBp = gst('cateringGstBp');
  errors.throwIfAny();
  return {
    advancePercent: advancePercent!,
    milestones,
    guaranteeCutoffDays: guaranteeCutoffDays!,
    holdHours: holdHours!,
    cancellationScale,
    hallGstBp,
    cateringGstBp,
  };
}
