from roundhouse.cli import main

raise SystemExit(main())
