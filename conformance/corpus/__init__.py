"""The consumer-testing corpus (``substrait-io/consumer-testing``) as a conformance suite.

``substrait-py conformance corpus PATH`` (:mod:`conformance.corpus.cli`) runs every snapshot plan of the
corpus on Spark and DataFusion side by side and judges each answer against DuckDB's answer to the test's SQL
(:mod:`conformance.corpus.runner`); :mod:`conformance.corpus.source` reads the corpus,
:mod:`conformance.corpus.data` makes its data.
"""
