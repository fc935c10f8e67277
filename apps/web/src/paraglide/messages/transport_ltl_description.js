/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Ltl_DescriptionInputs */

const en_transport_ltl_description = /** @type {(inputs: Transport_Ltl_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay only for the space you use. We consolidate palletized freight on reliable lanes to cut costs without sacrificing delivery windows.`)
};

const fr_transport_ltl_description = /** @type {(inputs: Transport_Ltl_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne payez que l’espace que vous utilisez. Nous regroupons les marchandises sur palettes sur des trajets fiables pour réduire les coûts sans sacrifier les délais de livraison.`)
};

/**
* | output |
* | --- |
* | "Pay only for the space you use. We consolidate palletized freight on reliable lanes to cut costs without sacrificing delivery windows." |
*
* @param {Transport_Ltl_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_ltl_description = /** @type {((inputs?: Transport_Ltl_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Ltl_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_ltl_description(inputs)
	return en_transport_ltl_description(inputs)
});