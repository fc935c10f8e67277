/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Head_KeywordsInputs */

const en_warehouse_head_keywords = /** @type {(inputs: Warehouse_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`warehouse services Ontario, warehousing Mississauga, 3PL Ontario, distribution centre, inventory management, order fulfillment, pallet storage, logistics support`)
};

const fr_warehouse_head_keywords = /** @type {(inputs: Warehouse_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`services d’entreposage Ontario, entreposage Mississauga, 3PL Ontario, centre de distribution, gestion des stocks, exécution des commandes, entreposage sur palettes, soutien logistique`)
};

/**
* | output |
* | --- |
* | "warehouse services Ontario, warehousing Mississauga, 3PL Ontario, distribution centre, inventory management, order fulfillment, pallet storage, logistics sup..." |
*
* @param {Warehouse_Head_KeywordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_head_keywords = /** @type {((inputs?: Warehouse_Head_KeywordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Head_KeywordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_head_keywords(inputs)
	return en_warehouse_head_keywords(inputs)
});