/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_PayInputs */

const en_jobs_pay = /** @type {(inputs: Jobs_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay`)
};

const fr_jobs_pay = /** @type {(inputs: Jobs_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salaire`)
};

/**
* | output |
* | --- |
* | "Pay" |
*
* @param {Jobs_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_pay = /** @type {((inputs?: Jobs_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_pay(inputs)
	return en_jobs_pay(inputs)
});