/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Step_Consultation_TitleInputs */

const en_services_step_consultation_title = /** @type {(inputs: Services_Step_Consultation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultation`)
};

const fr_services_step_consultation_title = /** @type {(inputs: Services_Step_Consultation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultation`)
};

/**
* | output |
* | --- |
* | "Consultation" |
*
* @param {Services_Step_Consultation_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_step_consultation_title = /** @type {((inputs?: Services_Step_Consultation_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Step_Consultation_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_step_consultation_title(inputs)
	return en_services_step_consultation_title(inputs)
});