/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Looking_For_WorkInputs */

const en_staffing_looking_for_work = /** @type {(inputs: Staffing_Looking_For_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking for Work?`)
};

const fr_staffing_looking_for_work = /** @type {(inputs: Staffing_Looking_For_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous cherchez du travail?`)
};

/**
* | output |
* | --- |
* | "Looking for Work?" |
*
* @param {Staffing_Looking_For_WorkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_looking_for_work = /** @type {((inputs?: Staffing_Looking_For_WorkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Looking_For_WorkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_looking_for_work(inputs)
	return en_staffing_looking_for_work(inputs)
});