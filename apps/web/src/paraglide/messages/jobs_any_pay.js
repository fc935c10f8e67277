/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Any_PayInputs */

const en_jobs_any_pay = /** @type {(inputs: Jobs_Any_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any pay`)
};

const fr_jobs_any_pay = /** @type {(inputs: Jobs_Any_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout salaire`)
};

/**
* | output |
* | --- |
* | "Any pay" |
*
* @param {Jobs_Any_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_any_pay = /** @type {((inputs?: Jobs_Any_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Any_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_any_pay(inputs)
	return en_jobs_any_pay(inputs)
});