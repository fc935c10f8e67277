/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ citation: NonNullable<unknown> }} Pay_Rules_TextInputs */

const en_pay_rules_text = /** @type {(inputs: Pay_Rules_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Under the ${i?.citation}, Ontario postings state the pay or a pay range (at most $50,000 a year wide unless the top exceeds $200,000), say whether the posting is for an existing vacancy and whether AI is used to screen, assess or select applicants, and do not ask for Canadian experience. Employers with fewer than 25 employees are exempt.`)
};

const fr_pay_rules_text = /** @type {(inputs: Pay_Rules_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Selon les ${i?.citation}, les offres en Ontario indiquent le salaire ou une fourchette salariale (d’au plus 50 000 $ par année, sauf si le haut de la fourchette dépasse 200 000 $), précisent si elles visent un poste vacant existant et si l’IA est utilisée pour présélectionner, évaluer ou choisir les candidats, et n’exigent pas d’expérience canadienne. Les employeurs de moins de 25 employés sont exemptés.`)
};

/**
* | output |
* | --- |
* | "Under the {citation}, Ontario postings state the pay or a pay range (at most $50,000 a year wide unless the top exceeds $200,000), say whether the posting is..." |
*
* @param {Pay_Rules_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_rules_text = /** @type {((inputs: Pay_Rules_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Rules_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_rules_text(inputs)
	return en_pay_rules_text(inputs)
});