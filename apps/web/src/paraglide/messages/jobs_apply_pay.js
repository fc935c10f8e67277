/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Apply_PayInputs */

const en_jobs_apply_pay = /** @type {(inputs: Jobs_Apply_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply pay`)
};

const fr_jobs_apply_pay = /** @type {(inputs: Jobs_Apply_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliquer le salaire`)
};

/**
* | output |
* | --- |
* | "Apply pay" |
*
* @param {Jobs_Apply_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_apply_pay = /** @type {((inputs?: Jobs_Apply_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Apply_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_apply_pay(inputs)
	return en_jobs_apply_pay(inputs)
});