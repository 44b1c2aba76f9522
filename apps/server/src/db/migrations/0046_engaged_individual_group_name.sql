-- A group's engaged individuals by name, for the options list (GET companies/{id}/engaged-individuals):
-- read in order from the group's own range (main_company_id, copied by the triggers of 0040) instead
-- of walking every group's individuals by name and looking each one's entity up.
CREATE INDEX "engaged_individuals_group_name_idx" ON "engaged_individuals" USING btree ("main_company_id","name","id");