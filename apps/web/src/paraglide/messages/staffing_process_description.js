/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Process_DescriptionInputs */

const en_staffing_process_description = /** @type {(inputs: Staffing_Process_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Three steps from request to a productive team.`)
};

const fr_staffing_process_description = /** @type {(inputs: Staffing_Process_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trois étapes de la demande à une équipe productive.`)
};

/**
* | output |
* | --- |
* | "Three steps from request to a productive team." |
*
* @param {Staffing_Process_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_process_description = /** @type {((inputs?: Staffing_Process_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Process_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_process_description(inputs)
	return en_staffing_process_description(inputs)
});