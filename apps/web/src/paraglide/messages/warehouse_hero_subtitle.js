/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Hero_SubtitleInputs */

const en_warehouse_hero_subtitle = /** @type {(inputs: Warehouse_Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure storage, fast distribution and accurate inventory management from Ontario facilities — run by trained teams who treat your stock like their own.`)
};

const fr_warehouse_hero_subtitle = /** @type {(inputs: Warehouse_Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreposage sécurisé, distribution rapide et gestion précise des stocks dans des installations ontariennes — exploitées par des équipes formées qui traitent vos stocks comme les leurs.`)
};

/**
* | output |
* | --- |
* | "Secure storage, fast distribution and accurate inventory management from Ontario facilities — run by trained teams who treat your stock like their own." |
*
* @param {Warehouse_Hero_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_hero_subtitle = /** @type {((inputs?: Warehouse_Hero_SubtitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Hero_SubtitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_hero_subtitle(inputs)
	return en_warehouse_hero_subtitle(inputs)
});