"""Gates: the rules that decide what may be published, one module per family.

``engine.check_sentence`` runs the content families (FB, FE, FN, FP, FD) over a statement and the passages it
relies on; ``linkage`` holds the FA functions; ``registry.all_rules`` / ``registry.get_rule`` list every rule with
its code and doc. The package imports nothing itself, so reading one family never loads the others.
"""
