/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Schedule_ConsultationInputs */

const en_services_schedule_consultation = /** @type {(inputs: Services_Schedule_ConsultationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule a Consultation`)
};

const fr_services_schedule_consultation = /** @type {(inputs: Services_Schedule_ConsultationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planifier une consultation`)
};

/**
* | output |
* | --- |
* | "Schedule a Consultation" |
*
* @param {Services_Schedule_ConsultationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_schedule_consultation = /** @type {((inputs?: Services_Schedule_ConsultationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Schedule_ConsultationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_schedule_consultation(inputs)
	return en_services_schedule_consultation(inputs)
});