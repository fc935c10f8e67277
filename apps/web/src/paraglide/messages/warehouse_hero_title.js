/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Hero_TitleInputs */

const en_warehouse_hero_title = /** @type {(inputs: Warehouse_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehousing and Distribution That Grows With You`)
};

const fr_warehouse_hero_title = /** @type {(inputs: Warehouse_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De l’entreposage et de la distribution qui grandissent avec vous`)
};

/**
* | output |
* | --- |
* | "Warehousing and Distribution That Grows With You" |
*
* @param {Warehouse_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_hero_title = /** @type {((inputs?: Warehouse_Hero_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Hero_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_hero_title(inputs)
	return en_warehouse_hero_title(inputs)
});