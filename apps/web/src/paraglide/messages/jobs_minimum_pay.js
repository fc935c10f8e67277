/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Minimum_PayInputs */

const en_jobs_minimum_pay = /** @type {(inputs: Jobs_Minimum_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimum pay`)
};

const fr_jobs_minimum_pay = /** @type {(inputs: Jobs_Minimum_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salaire minimum`)
};

/**
* | output |
* | --- |
* | "Minimum pay" |
*
* @param {Jobs_Minimum_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_minimum_pay = /** @type {((inputs?: Jobs_Minimum_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Minimum_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_minimum_pay(inputs)
	return en_jobs_minimum_pay(inputs)
});