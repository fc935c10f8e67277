/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Expedited_Feature_ContactInputs */

const en_transport_expedited_feature_contact = /** @type {(inputs: Transport_Expedited_Feature_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dedicated point of contact`)
};

const fr_transport_expedited_feature_contact = /** @type {(inputs: Transport_Expedited_Feature_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne-ressource attitrée`)
};

/**
* | output |
* | --- |
* | "Dedicated point of contact" |
*
* @param {Transport_Expedited_Feature_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_expedited_feature_contact = /** @type {((inputs?: Transport_Expedited_Feature_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Expedited_Feature_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_expedited_feature_contact(inputs)
	return en_transport_expedited_feature_contact(inputs)
});