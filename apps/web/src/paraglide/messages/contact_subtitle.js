/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SubtitleInputs */

const en_contact_subtitle = /** @type {(inputs: Contact_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whether you need reliable staff, warehouse space or freight moved across Canada, our Ontario team is ready to help. Send us a message or call us; we respond within 24 hours on business days.`)
};

const fr_contact_subtitle = /** @type {(inputs: Contact_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que vous ayez besoin de personnel fiable, d’espace d’entreposage ou de transporter des marchandises partout au Canada, notre équipe ontarienne est prête à vous aider. Envoyez-nous un message ou appelez-nous; nous répondons dans les 24 heures les jours ouvrables.`)
};

/**
* | output |
* | --- |
* | "Whether you need reliable staff, warehouse space or freight moved across Canada, our Ontario team is ready to help. Send us a message or call us; we respond ..." |
*
* @param {Contact_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_subtitle = /** @type {((inputs?: Contact_SubtitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SubtitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_subtitle(inputs)
	return en_contact_subtitle(inputs)
});