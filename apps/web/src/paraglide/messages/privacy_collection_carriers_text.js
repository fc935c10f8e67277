/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collection_Carriers_TextInputs */

const en_privacy_collection_carriers_text = /** @type {(inputs: Privacy_Collection_Carriers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`company and contact details, fleet size, equipment and service areas.`)
};

const fr_privacy_collection_carriers_text = /** @type {(inputs: Privacy_Collection_Carriers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les coordonnées de l’entreprise et de la personne-ressource, la taille de la flotte, l’équipement et les zones desservies.`)
};

/**
* | output |
* | --- |
* | "company and contact details, fleet size, equipment and service areas." |
*
* @param {Privacy_Collection_Carriers_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_collection_carriers_text = /** @type {((inputs?: Privacy_Collection_Carriers_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collection_Carriers_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_collection_carriers_text(inputs)
	return en_privacy_collection_carriers_text(inputs)
});