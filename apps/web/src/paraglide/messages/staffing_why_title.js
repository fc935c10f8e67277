/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Why_TitleInputs */

const en_staffing_why_title = /** @type {(inputs: Staffing_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Employers Partner With Us`)
};

const fr_staffing_why_title = /** @type {(inputs: Staffing_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi les employeurs s’associent à nous`)
};

/**
* | output |
* | --- |
* | "Why Employers Partner With Us" |
*
* @param {Staffing_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_why_title = /** @type {((inputs?: Staffing_Why_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Why_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_why_title(inputs)
	return en_staffing_why_title(inputs)
});