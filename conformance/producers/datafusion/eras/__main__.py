"""``python -m conformance.producers.datafusion.eras --major N``: make DataFusion N's TPC-H plans again."""

from __future__ import annotations

import sys

from conformance.producers.datafusion.eras import main

sys.exit(main())
