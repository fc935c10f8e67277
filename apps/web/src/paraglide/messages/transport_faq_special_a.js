/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Faq_Special_AInputs */

const en_transport_faq_special_a = /** @type {(inputs: Transport_Faq_Special_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. We work with temperature-controlled reefer carriers for food and pharmaceuticals and with TDG-certified carriers for regulated and hazardous materials. Tell us the requirements in your quote request and we will match the right equipment.`)
};

const fr_transport_faq_special_a = /** @type {(inputs: Transport_Faq_Special_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui. Nous travaillons avec des transporteurs à température contrôlée pour les aliments et les produits pharmaceutiques, et avec des transporteurs certifiés TMD pour les matières réglementées et dangereuses. Indiquez vos exigences dans votre demande de soumission et nous choisirons l’équipement approprié.`)
};

/**
* | output |
* | --- |
* | "Yes. We work with temperature-controlled reefer carriers for food and pharmaceuticals and with TDG-certified carriers for regulated and hazardous materials. ..." |
*
* @param {Transport_Faq_Special_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_faq_special_a = /** @type {((inputs?: Transport_Faq_Special_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Faq_Special_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_faq_special_a(inputs)
	return en_transport_faq_special_a(inputs)
});