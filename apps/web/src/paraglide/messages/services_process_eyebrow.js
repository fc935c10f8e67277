/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Process_EyebrowInputs */

const en_services_process_eyebrow = /** @type {(inputs: Services_Process_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our process`)
};

const fr_services_process_eyebrow = /** @type {(inputs: Services_Process_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre démarche`)
};

/**
* | output |
* | --- |
* | "Our process" |
*
* @param {Services_Process_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_process_eyebrow = /** @type {((inputs?: Services_Process_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Process_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_process_eyebrow(inputs)
	return en_services_process_eyebrow(inputs)
});