/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Distribution_DescriptionInputs */

const en_warehouse_distribution_description = /** @type {(inputs: Warehouse_Distribution_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strategically located Ontario facilities that put your inventory within a day of customers across Central Canada.`)
};

const fr_warehouse_distribution_description = /** @type {(inputs: Warehouse_Distribution_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des installations ontariennes bien situées qui placent vos stocks à un jour de vos clients partout dans le centre du Canada.`)
};

/**
* | output |
* | --- |
* | "Strategically located Ontario facilities that put your inventory within a day of customers across Central Canada." |
*
* @param {Warehouse_Distribution_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_distribution_description = /** @type {((inputs?: Warehouse_Distribution_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Distribution_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_distribution_description(inputs)
	return en_warehouse_distribution_description(inputs)
});