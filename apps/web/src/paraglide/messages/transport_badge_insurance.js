/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Badge_InsuranceInputs */

const en_transport_badge_insurance = /** @type {(inputs: Transport_Badge_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$2M Liability Insurance`)
};

const fr_transport_badge_insurance = /** @type {(inputs: Transport_Badge_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assurance responsabilité de 2 M$`)
};

/**
* | output |
* | --- |
* | "$2M Liability Insurance" |
*
* @param {Transport_Badge_InsuranceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_badge_insurance = /** @type {((inputs?: Transport_Badge_InsuranceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Badge_InsuranceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_badge_insurance(inputs)
	return en_transport_badge_insurance(inputs)
});