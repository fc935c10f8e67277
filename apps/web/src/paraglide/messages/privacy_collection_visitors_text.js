/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collection_Visitors_TextInputs */

const en_privacy_collection_visitors_text = /** @type {(inputs: Privacy_Collection_Visitors_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`technical information such as your browser type, device, pages viewed and the date and time of your visit, collected through cookies and similar technologies.`)
};

const fr_privacy_collection_visitors_text = /** @type {(inputs: Privacy_Collection_Visitors_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`des renseignements techniques comme le type de navigateur, l’appareil, les pages consultées ainsi que la date et l’heure de votre visite, recueillis au moyen de témoins et de technologies semblables.`)
};

/**
* | output |
* | --- |
* | "technical information such as your browser type, device, pages viewed and the date and time of your visit, collected through cookies and similar technologies." |
*
* @param {Privacy_Collection_Visitors_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_collection_visitors_text = /** @type {((inputs?: Privacy_Collection_Visitors_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collection_Visitors_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_collection_visitors_text(inputs)
	return en_privacy_collection_visitors_text(inputs)
});