/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Faq_Verify_AInputs */

const en_transport_faq_verify_a = /** @type {(inputs: Transport_Faq_Verify_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before a carrier hauls for us we confirm operating authority, insurance certificates, safety ratings and references, and we review on-time performance on every load. Carriers that fall below our standards are removed from the network.`)
};

const fr_transport_faq_verify_a = /** @type {(inputs: Transport_Faq_Verify_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avant qu’un transporteur travaille pour nous, nous confirmons son autorisation d’exploitation, ses certificats d’assurance, ses cotes de sécurité et ses références, et nous examinons sa ponctualité à chaque chargement. Les transporteurs qui ne respectent pas nos normes sont retirés du réseau.`)
};

/**
* | output |
* | --- |
* | "Before a carrier hauls for us we confirm operating authority, insurance certificates, safety ratings and references, and we review on-time performance on eve..." |
*
* @param {Transport_Faq_Verify_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_faq_verify_a = /** @type {((inputs?: Transport_Faq_Verify_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Faq_Verify_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_faq_verify_a(inputs)
	return en_transport_faq_verify_a(inputs)
});