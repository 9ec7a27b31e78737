// Generated from src/lib/i18n/messages.*.ts by scripts/compile-messages.mjs. Do not edit: run npm run gen:messages.
import type { Messages } from '@lingui/core'

export const messages: Messages = {
  "enrollment.submitMany": [["n","plural",{"0":["Submit the chosen for verification"],"one":["Submit ","#"," student for verification"],"other":["Submit ","#"," students for verification"]}]],
  "enrollment.submitManyQuestion": [["n","plural",{"one":["Submit ","#"," student to the university?"],"other":["Submit ","#"," students to the university?"]}]," A submitted record is read-only for the campus until the university returns it."],
  "enrollment.submitManyHint": ["Tick the draft and returned records to submit them to the university together."],
  "enrollment.notSentShort": ["Not on the server yet"],
  "enrollment.editParked": ["An edit waits on the Sync screen"],
  "enrollment.editsWait": ["Edits wait to be sent"],
  "enrollment.submitWaitsShort": ["Submit waits to be sent"],
  "enrollment.verifyMany": [["n","plural",{"0":["Verify the chosen"],"one":["Verify ","#"," student"],"other":["Verify ","#"," students"]}]],
  "enrollment.verifyManyQuestion": [["n","plural",{"one":["Verify ","#"," student?"],"other":["Verify ","#"," students?"]}]," A verified record changes only through a change request you approve."],
  "enrollment.reviewManyHint": ["Tick the submitted records you have checked, with their documents, to verify them together, or to return them to their campuses with one reason."],
  "enrollment.verifiedMany": [["n","plural",{"0":["No student verified."],"one":["#"," student verified."],"other":["#"," students verified."]}]],
  "enrollment.verifyManyRefused": [["n","plural",{"one":["#"," not verified"],"other":["#"," not verified"]}]],
  "enrollment.returnMany": [["n","plural",{"0":["Return the chosen"],"one":["Return ","#"," student"],"other":["Return ","#"," students"]}]],
  "enrollment.returnManyQuestion": [["n","plural",{"one":["Return ","#"," student to the campus?"],"other":["Return ","#"," students to their campuses?"]}]," The campus reads the reason on each record, corrects it and submits it again."],
  "enrollment.returnedMany": [["n","plural",{"0":["No student returned."],"one":["#"," student returned."],"other":["#"," students returned."]}]],
  "enrollment.returnManyRefused": [["n","plural",{"one":["#"," not returned"],"other":["#"," not returned"]}]],
  "enrollment.notSubmittedNow": ["no longer submitted (",["state"],")"],
  "enrollment.notFoundNow": ["not found, or not of your university"],
}
