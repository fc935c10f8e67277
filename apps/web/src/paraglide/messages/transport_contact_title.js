/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Contact_TitleInputs */

const en_transport_contact_title = /** @type {(inputs: Transport_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talk to a Freight Specialist`)
};

const fr_transport_contact_title = /** @type {(inputs: Transport_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez à un spécialiste du transport`)
};

/**
* | output |
* | --- |
* | "Talk to a Freight Specialist" |
*
* @param {Transport_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_contact_title = /** @type {((inputs?: Transport_Contact_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Contact_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_contact_title(inputs)
	return en_transport_contact_title(inputs)
});