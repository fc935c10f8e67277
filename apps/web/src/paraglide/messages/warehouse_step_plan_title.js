/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Step_Plan_TitleInputs */

const en_warehouse_step_plan_title = /** @type {(inputs: Warehouse_Step_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a Custom Plan`)
};

const fr_warehouse_step_plan_title = /** @type {(inputs: Warehouse_Step_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenez un plan sur mesure`)
};

/**
* | output |
* | --- |
* | "Get a Custom Plan" |
*
* @param {Warehouse_Step_Plan_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_step_plan_title = /** @type {((inputs?: Warehouse_Step_Plan_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Step_Plan_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_step_plan_title(inputs)
	return en_warehouse_step_plan_title(inputs)
});