/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Step_Plan_DescriptionInputs */

const en_warehouse_step_plan_description = /** @type {(inputs: Warehouse_Step_Plan_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Within 24 hours we propose the right facility, space and services, with clear and transparent pricing.`)
};

const fr_warehouse_step_plan_description = /** @type {(inputs: Warehouse_Step_Plan_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En 24 heures, nous vous proposons l’installation, l’espace et les services qui conviennent, avec des prix clairs et transparents.`)
};

/**
* | output |
* | --- |
* | "Within 24 hours we propose the right facility, space and services, with clear and transparent pricing." |
*
* @param {Warehouse_Step_Plan_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_step_plan_description = /** @type {((inputs?: Warehouse_Step_Plan_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Step_Plan_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_step_plan_description(inputs)
	return en_warehouse_step_plan_description(inputs)
});