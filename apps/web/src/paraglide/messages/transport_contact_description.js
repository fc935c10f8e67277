/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Contact_DescriptionInputs */

const en_transport_contact_description = /** @type {(inputs: Transport_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Have a complex shipment or recurring lanes to cover? Our transportation team will design a solution around your freight, your timelines and your budget.`)
};

const fr_transport_contact_description = /** @type {(inputs: Transport_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez un envoi complexe ou des trajets réguliers à couvrir? Notre équipe du transport concevra une solution adaptée à vos marchandises, à vos délais et à votre budget.`)
};

/**
* | output |
* | --- |
* | "Have a complex shipment or recurring lanes to cover? Our transportation team will design a solution around your freight, your timelines and your budget." |
*
* @param {Transport_Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_contact_description = /** @type {((inputs?: Transport_Contact_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Contact_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_contact_description(inputs)
	return en_transport_contact_description(inputs)
});