/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Trust_LabelInputs */

const en_transport_trust_label = /** @type {(inputs: Transport_Trust_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why shippers trust us`)
};

const fr_transport_trust_label = /** @type {(inputs: Transport_Trust_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi les expéditeurs nous font confiance`)
};

/**
* | output |
* | --- |
* | "Why shippers trust us" |
*
* @param {Transport_Trust_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_trust_label = /** @type {((inputs?: Transport_Trust_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Trust_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_trust_label(inputs)
	return en_transport_trust_label(inputs)
});