/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Services_P2Inputs */

const en_terms_services_p2 = /** @type {(inputs: Terms_Services_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Information on the Website is provided for general purposes only. Any staffing, warehousing or transportation engagement is governed by a separate written agreement between you and us, and that agreement prevails over these Terms if the two conflict.`)
};

const fr_terms_services_p2 = /** @type {(inputs: Terms_Services_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’information publiée sur le site Web est fournie à titre général seulement. Tout mandat de dotation, d’entreposage ou de transport est régi par une entente écrite distincte entre vous et nous, et cette entente l’emporte sur les présentes conditions en cas de conflit.`)
};

/**
* | output |
* | --- |
* | "Information on the Website is provided for general purposes only. Any staffing, warehousing or transportation engagement is governed by a separate written ag..." |
*
* @param {Terms_Services_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_services_p2 = /** @type {((inputs?: Terms_Services_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Services_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_services_p2(inputs)
	return en_terms_services_p2(inputs)
});