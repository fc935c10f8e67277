/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Request_ConsultationInputs */

const en_services_request_consultation = /** @type {(inputs: Services_Request_ConsultationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a Consultation`)
};

const fr_services_request_consultation = /** @type {(inputs: Services_Request_ConsultationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander une consultation`)
};

/**
* | output |
* | --- |
* | "Request a Consultation" |
*
* @param {Services_Request_ConsultationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_request_consultation = /** @type {((inputs?: Services_Request_ConsultationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Request_ConsultationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_request_consultation(inputs)
	return en_services_request_consultation(inputs)
});