/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Urgent_TextInputs */

const en_contact_urgent_text = /** @type {(inputs: Contact_Urgent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short-staffed for tomorrow's shift or have a load that can't wait? Call our team directly during business hours.`)
};

const fr_contact_urgent_text = /** @type {(inputs: Contact_Urgent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il vous manque du personnel pour le quart de demain ou vous avez un chargement qui ne peut pas attendre? Appelez directement notre équipe pendant les heures d’ouverture.`)
};

/**
* | output |
* | --- |
* | "Short-staffed for tomorrow's shift or have a load that can't wait? Call our team directly during business hours." |
*
* @param {Contact_Urgent_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_urgent_text = /** @type {((inputs?: Contact_Urgent_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Urgent_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_urgent_text(inputs)
	return en_contact_urgent_text(inputs)
});