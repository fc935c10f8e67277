import { Migration } from '@mikro-orm/migrations';
import { PAY_PERIODS_PER_YEAR, ontarioPostingChecks, parsePay, type PayPeriod } from './frozen-rules-20261124.ts';

/**
 * Structured pay and the Ontario posting rules:
 * - jobs get the currency of their pay (CAD unless given), the poster's answers to 'Is this
 *   posting for an existing vacancy?' and 'Is AI used to screen, assess or select applicants?',
 *   'fewer than 25 employees' (which turns the rules off), and the open points of the rules;
 * - the pay of every job without structured pay is read from its salary text once more (a text
 *   that does not parse keeps null pay: the admin jobs screen lists it under 'Pay needs fixing'),
 *   and the open points of every job are worked out with the same code that writes them from now on.
 */
export class Migration20261124180000_structured_pay extends Migration {
  override name = 'Migration20261124180000_structured_pay';

  override async up(): Promise<void> {
    const run = (sql: string, params?: unknown[]) => this.execute(sql, params);
    await run(
      `alter table "jobs" add column "currency" varchar(3) not null default 'CAD', add column "existing_vacancy" boolean null, add column "ai_screening" boolean null, add column "employer_under25" boolean not null default false, add column "compliance_issues" text[] not null default '{}';`,
    );

    type Row = {
      id: number;
      province: string | null;
      salary: string | null;
      description: string;
      requirements: string | null;
      pay_min: number | null;
      pay_max: number | null;
      pay_period: PayPeriod | null;
    };
    const rows = (await run(
      `select "id", "province", "salary", "description", "requirements", "pay_min", "pay_max", "pay_period" from "jobs" order by "id"`,
    )) as Row[];
    for (let i = 0; i < rows.length; i += 2000) {
      const chunk = rows.slice(i, i + 2000).map((r) => {
        const parsed = r.pay_min == null && r.pay_max == null ? parsePay(r.salary) : undefined;
        const pay = parsed ? { min: parsed.min, max: parsed.max, period: parsed.period } : { min: r.pay_min, max: r.pay_max, period: r.pay_period };
        const top = pay.max ?? pay.min;
        const compliance = ontarioPostingChecks({
          province: r.province,
          payMin: pay.min,
          payMax: pay.max,
          payPeriod: pay.period,
          description: r.description,
          requirements: r.requirements,
        }).map((c) => c.code);
        return {
          id: r.id,
          pay_min: pay.min,
          pay_max: pay.max,
          pay_period: pay.period,
          pay_annual: pay.period && top != null ? top * PAY_PERIODS_PER_YEAR[pay.period] : null,
          compliance_issues: compliance,
        };
      });
      await run(
        `update "jobs" j set "pay_min" = v."pay_min", "pay_max" = v."pay_max", "pay_period" = v."pay_period", "pay_annual" = v."pay_annual",
           "compliance_issues" = array(select json_array_elements_text(v."compliance_issues"))
         from json_to_recordset(?::json) as v("id" int, "pay_min" double precision, "pay_max" double precision, "pay_period" text, "pay_annual" double precision, "compliance_issues" json)
         where j."id" = v."id";`,
        [JSON.stringify(chunk)],
      );
    }
  }

  override down(): void {
    this.addSql(
      `alter table "jobs" drop column "currency", drop column "existing_vacancy", drop column "ai_screening", drop column "employer_under25", drop column "compliance_issues";`,
    );
  }
}
