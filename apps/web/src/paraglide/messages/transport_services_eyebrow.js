/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Services_EyebrowInputs */

const en_transport_services_eyebrow = /** @type {(inputs: Transport_Services_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we move`)
};

const fr_transport_services_eyebrow = /** @type {(inputs: Transport_Services_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous transportons`)
};

/**
* | output |
* | --- |
* | "What we move" |
*
* @param {Transport_Services_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_services_eyebrow = /** @type {((inputs?: Transport_Services_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Services_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_services_eyebrow(inputs)
	return en_transport_services_eyebrow(inputs)
});