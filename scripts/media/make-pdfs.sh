#!/usr/bin/env bash
# Writes the demo PDFs (each demo lesson's table task and writing sheet) under public/demo/docs/.
# They are made from the demo content in server/seed/demo/, so run this again after editing it;
# tests/domain/demo-content.test.ts fails while a PDF is out of date.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx tsx --eval "
import { writeDemoDocuments } from './server/seed/demo/documents.ts';
for (const path of writeDemoDocuments('public')) console.log('wrote public' + path);
"
