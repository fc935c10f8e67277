/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Why_DescriptionInputs */

const en_warehouse_why_description = /** @type {(inputs: Warehouse_Why_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A warehouse partner that adds capacity without adding overhead.`)
};

const fr_warehouse_why_description = /** @type {(inputs: Warehouse_Why_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un partenaire d’entreposage qui ajoute de la capacité sans alourdir vos frais généraux.`)
};

/**
* | output |
* | --- |
* | "A warehouse partner that adds capacity without adding overhead." |
*
* @param {Warehouse_Why_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_why_description = /** @type {((inputs?: Warehouse_Why_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Why_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_why_description(inputs)
	return en_warehouse_why_description(inputs)
});